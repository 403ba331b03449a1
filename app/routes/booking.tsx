export default function Screen() {
  return (
    <main>
      <h1>booking</h1>
    </main>
  );
}
