/**
 * A minimal account site on an origin of its own, speaking the frame protocol from the account side
 * against the real server's auth and cashier calls: login, registration and a demo-card deposit. It lets
 * the sportsbook's frame be tested end to end across two real origins while the account site proper
 * is built. `foreign` pages post protocol messages from yet another origin.
 */
import { createServer, type Server } from 'node:http';
import { freePort } from './server';

const PAGE = String.raw`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Account</title>
<style>body{font:16px system-ui;margin:0;padding:56px 24px 24px;background:#15202b;color:#e9eff6}
label{display:block;margin:12px 0 4px}input{width:100%;padding:10px;font:inherit;box-sizing:border-box}
button{margin-top:16px;padding:12px 18px;font:inherit;font-weight:700;background:#00c46a;color:#03160c;border:0;border-radius:8px}
p[role=alert]{color:#ff5470}</style></head>
<body><main id="main"><h1>Account</h1></main>
<script>
const params = new URLSearchParams(location.search);
const parentOrigin = params.get('origin');
let token = null;
const send = (event, details = {}) =>
  window.parent.postMessage(JSON.stringify({ v: 1, source: 'global', event, details }), parentOrigin);
const api = async (path, body) => {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.jwt = token;
  const response = await fetch(parentOrigin + path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { ok: response.ok, body: await response.json() };
};
const main = document.getElementById('main');
const field = (id, label, type = 'text') =>
  '<label for="' + id + '">' + label + '</label><input id="' + id + '" name="' + id + '" type="' + type + '">';
const fail = (message) => {
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = message || 'Something went wrong';
  main.append(alert);
};
const loggedIn = (answer, action) => {
  const access = answer.body && answer.body.data && answer.body.data.sportify.access_token;
  if (!answer.ok || !access) return fail(answer.body && answer.body.message);
  token = access;
  send('sport_token', { token });
  send('action_done', { action });
};
const pages = {
  '/login': () => {
    main.innerHTML = '<h1>Log in</h1><form>' + field('username', 'Username') + field('password', 'Password', 'password') +
      '<button type="submit">Log in</button></form>';
    main.querySelector('form').onsubmit = async (event) => {
      event.preventDefault();
      loggedIn(await api('/auth/login', { username: username.value, password: password.value, website: 'sport',
        lang: 'en', device: 'desktop', app: 0 }), 'login');
    };
  },
  '/registration': () => {
    main.innerHTML = '<h1>Join</h1><form>' + field('username', 'Username') + field('email', 'Email', 'email') +
      field('password', 'Password', 'password') + '<button type="submit">Create account</button></form>';
    main.querySelector('form').onsubmit = async (event) => {
      event.preventDefault();
      loggedIn(await api('/auth/register', { username: username.value, email: email.value, password: password.value,
        terms_accepted: true, date_of_birth: '1990-01-01', lang: 'en' }), 'registration');
    };
  },
  '/cashier/deposit': () => {
    main.innerHTML = '<h1>Deposit</h1><button type="button">Pay 10.00 with the demo card</button>';
    main.querySelector('button').onclick = async () => {
      const answer = await api('/v1/cashier/deposit', { amount: 1000, idempotency_key: 'stub-' + Date.now() });
      if (!answer.ok) return fail(answer.body.message);
      main.insertAdjacentHTML('beforeend', '<p role="status">Deposit complete</p>');
      send('balance_update', { cash: answer.body.balance.cash });
    };
  },
};
window.addEventListener('message', (event) => {
  if (event.origin !== parentOrigin || typeof event.data !== 'string') return;
  const message = JSON.parse(event.data);
  if (message.event === 'show') {
    const path = message.details.path.split('?')[0];
    (pages[path] || (() => { main.innerHTML = '<h1>' + path + '</h1>'; }))();
    send('page_ready', { url: location.origin + path });
  }
  if (message.event === 'sport_token') token = message.details.token;
  if (message.event === 'get_sport_token') send('sport_token', { token });
  if (message.event === 'logged_out') token = null;
  document.body.dataset.received = (document.body.dataset.received || '') + ' ' + message.event;
});
addEventListener('keydown', (event) => { if (event.key === 'Escape') send('iframe_hidden'); });
send('app_ready');
</script></body></html>`;

/** Posts each message of ?m= (JSON array) to the parent, from whatever origin serves it. */
const FOREIGN = `<!doctype html><html lang="en"><head><title>Foreign</title></head><body><script>
for (const message of JSON.parse(new URLSearchParams(location.search).get('m') || '[]'))
  window.parent.postMessage(JSON.stringify(message), '*');
</script></body></html>`;

export interface AccountStub {
  origin: string;
  stop: () => Promise<void>;
}

export async function startAccountStub(host = 'localhost'): Promise<AccountStub> {
  const port = await freePort();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(path === '/foreign' ? FOREIGN : PAGE);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    origin: `http://${host}:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
