export default function Screen() {
  return (
    <main>
      <h1>reviews</h1>
    </main>
  );
}
