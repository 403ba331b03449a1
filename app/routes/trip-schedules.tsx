export default function Screen() {
  return (
    <main>
      <h1>trip schedules</h1>
    </main>
  );
}
