export default function Screen() {
  return (
    <main>
      <h1>trip list</h1>
    </main>
  );
}
