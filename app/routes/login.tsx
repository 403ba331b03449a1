export default function Screen() {
  return (
    <main>
      <h1>login</h1>
    </main>
  );
}
