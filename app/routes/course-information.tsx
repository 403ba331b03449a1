export default function Screen() {
  return (
    <main>
      <h1>course information</h1>
    </main>
  );
}
