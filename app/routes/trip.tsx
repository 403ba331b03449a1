export default function Screen() {
  return (
    <main>
      <h1>trip</h1>
    </main>
  );
}
