export default function Screen() {
  return (
    <main>
      <h1>course booking</h1>
    </main>
  );
}
