/** The sportsbook shell; routes, providers and layouts arrive with the web app issue. */
export function App() {
  return (
    <main>
      <h1>Touchline</h1>
    </main>
  );
}
