export default function Screen() {
  return (
    <main>
      <h1>password reset</h1>
    </main>
  );
}
