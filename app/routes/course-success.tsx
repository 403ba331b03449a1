export default function Screen() {
  return (
    <main>
      <h1>course success</h1>
    </main>
  );
}
