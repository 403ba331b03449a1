export default function Screen() {
  return (
    <main>
      <h1>services</h1>
    </main>
  );
}
