/** The account site shown in the frame; login, registration, cashier and help arrive with the account issue. */
export function App() {
  return (
    <main>
      <h1>Touchline Account</h1>
    </main>
  );
}
