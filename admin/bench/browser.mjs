// In headless Chromium, for one app: the JavaScript loaded before and after sign-in (gzip), the
// time from sign-in to the parroquias list painted (and when, on the way, Auth answered, the
// database's first frame arrived and the last of /geo), the search box's time per keystroke, and
// the time from sign-in to the list again for a person who signed out and comes back.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const DEBOUNCE_MS = 300; // the baseline's search debounce (ours searches at each key)
const TYPED = 'santa rosa';
/** Milliseconds between the keys of the e-mail and the password at sign-in. */
const TYPING_MS = 30;
/** The list's «1–25 de 1139», in either app: MUI's pagination (the reference) or ours. */
const RANGE = '.MuiTablePagination-displayedRows, .vegeo-range';
// Milliseconds Chromium adds to each request's round trip, as over a real connection (none by
// default: the emulators answer on this machine, with no latency to speak of).
export const LATENCY_MS = Number(process.env.VEGEO_BENCH_LATENCY ?? 0);

export const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Signs in on the sign-in page open at `#/parroquias` and waits for the list: the time from the
 * submit to 1139 parroquias painted, and when, on the way, Auth answered, the database's first
 * frame arrived and the last of /geo (by the browser's clock of network events; none where nothing
 * was sent).
 */
async function signInToList(context, page, user) {
  const network = await context.newCDPSession(page);
  await network.send('Network.enable');
  const sent = new Map();
  let wallOffset = 0;
  const timeline = { authAnswered: [], framesReceived: [], geoDelivered: [] };
  let split; // a message sent in several frames: its count first, then its parts
  network.on('Network.requestWillBeSent', (event) => {
    wallOffset = event.wallTime - event.timestamp;
    sent.set(event.requestId, event.request);
  });
  network.on('Network.loadingFinished', (event) => {
    const request = sent.get(event.requestId);
    if (request?.method === 'POST' && /identitytoolkit|securetoken/.test(request.url)) timeline.authAnswered.push(event.timestamp);
  });
  network.on('Network.webSocketFrameReceived', ({ timestamp, response }) => {
    timeline.framesReceived.push(timestamp);
    let message = response.payloadData;
    if (split) {
      split.parts.push(message);
      if (split.parts.length < split.count) return;
      message = split.parts.join('');
      split = undefined;
    } else if (/^\d+$/.test(message)) {
      split = { count: Number(message), parts: [] };
      return;
    }
    if (message.slice(0, 60).includes('"a":"d","b":{"p":"/geo/')) timeline.geoDelivered.push(timestamp);
  });
  await page.evaluate(() => {
    document.addEventListener('submit', () => (window.__signIn = performance.now()), true);
  });
  // Typed key by key, as a person or a password manager's autofill does (each key an event), at
  // a pace faster than anyone types: what an app does while the form fills in counts for it.
  await page.locator('input[name="email"], input[name="username"]').first().pressSequentially(user.email, { delay: TYPING_MS });
  await page.locator('input[type="password"]').pressSequentially(user.password, { delay: TYPING_MS });
  await page.locator('button[type="submit"]').click();
  const painted = await page.waitForFunction(
    (range) => document.querySelector(range)?.textContent?.includes('1139') && performance.now() - window.__signIn,
    RANGE,
    { polling: 'raf', timeout: 60_000 },
  );
  const signInToListMs = await painted.jsonValue();
  const submittedAt = await page.evaluate(() => (performance.timeOrigin + window.__signIn) / 1000);
  await network.detach();
  // By the clock of the Network events: seconds since the submit, in ms; none where nothing was sent.
  const since = (timestamp) => (timestamp === undefined ? undefined : (timestamp + wallOffset - submittedAt) * 1000);
  const beforePaint = (timestamps) => timestamps.filter((timestamp) => since(timestamp) <= signInToListMs);
  const phases = {
    authMs: since(beforePaint(timeline.authAnswered).at(-1)),
    databaseMs: since(beforePaint(timeline.framesReceived)[0]),
    geoMs: since(beforePaint(timeline.geoDelivered).at(-1)),
  };
  phases.drawMs = phases.geoMs === undefined ? undefined : signInToListMs - phases.geoMs;
  return { signInToListMs, ...phases };
}

/**
 * One visit: a browser that never saw the app signs in from `#/parroquias` (measured), types in
 * the search box (measured), signs out, opens `#/parroquias` again and signs in again (measured:
 * a returning person, whose browser keeps what the app left in it).
 */
async function visit(browser, url, user) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  if (LATENCY_MS) {
    const throttle = await context.newCDPSession(page);
    await throttle.send('Network.enable');
    await throttle.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  }
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  });
  const jsSize = async () => (await Promise.all(scripts.values())).reduce((a, b) => a + b, 0);

  await page.goto(`${url}#/parroquias`);
  await page.locator('input[type="password"]').waitFor();
  await page.waitForLoadState('networkidle');
  const beforeSignIn = await jsSize();
  const first = await signInToList(context, page, user);
  await page.waitForLoadState('networkidle');
  const afterSignIn = await jsSize();

  // Main-thread work per keystroke (Chromium's TaskDuration: scripts, style, layout, paint),
  // from the key to the filtered list painted: the debounce's waiting costs nothing.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const keystrokes = [];
  const search = page.locator('input[placeholder], input[name="q"]').first();
  await search.click();
  for (const key of TYPED) {
    const before = await page.evaluate((range) => document.querySelector(range)?.textContent + '|' + document.querySelector('table tbody tr')?.textContent, RANGE);
    const started = await taskSeconds();
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page
      .waitForFunction(
        ({ before, range }) => document.querySelector(range)?.textContent + '|' + document.querySelector('table tbody tr')?.textContent !== before,
        { before, range: RANGE },
        // Woken by the page's own changes (a MutationObserver): polling every 100 ms would run a
        // task in the page each time, counted as the app's work.
        { polling: 'mutation', timeout: 3_000 },
      )
      .catch(() => undefined); // a space changes nothing on screen: its work still counts
    await page.waitForTimeout(DEBOUNCE_MS + 300);
    keystrokes.push((await taskSeconds()) - started);
  }

  // The search emptied (a list may come back to its last search), then out through the user menu
  // (both apps keep react-admin's), as a person leaving would.
  await search.fill('');
  await page.waitForFunction((range) => document.querySelector(range)?.textContent?.includes('1139'), RANGE, { timeout: 10_000 });
  await page.waitForTimeout(2_500); // what the app keeps on the device, it has written by now
  await page.getByRole('button', { name: /^(Perfil|Profile)$/ }).click();
  await page.getByRole('menuitem', { name: /Cerrar sesión|Logout/ }).click();
  await page.locator('input[type="password"]').waitFor();
  await page.goto('about:blank'); // the app opened anew, not only its address changed
  await page.goto(`${url}#/parroquias`);
  await page.locator('input[type="password"]').waitFor();
  await page.waitForLoadState('networkidle');
  const again = await signInToList(context, page, user);
  await context.close();
  return {
    beforeSignIn,
    afterSignIn,
    ...first,
    keystrokeMs: median(keystrokes) * 1000,
    ...Object.fromEntries(Object.entries(again).map(([key, value]) => [`again${key[0].toUpperCase()}${key.slice(1)}`, value])),
  };
}

/**
 * Medians over `runs` cold visits to each of `targets` ({ url, user }), the targets in turns, so
 * that the machine's load weighs on them alike (a first round, warming the server and the browser
 * cache, is dropped): one result per target, each key of `visitOnce`'s result its median.
 */
export async function inTurns(browser, targets, runs, visitOnce) {
  const results = targets.map(() => []);
  for (let i = 0; i <= runs; i++) {
    for (const [n, { url, user }] of targets.entries()) {
      const result = await visitOnce(browser, url, user);
      if (i > 0) results[n].push(result);
    }
  }
  // A figure a visit lacks (the baseline's phases: it has no network) has no median.
  const medianOf = (values) => (values.some((value) => value === undefined) ? undefined : median(values));
  return results.map((visits) => Object.fromEntries(Object.keys(visits[0]).map((key) => [key, medianOf(visits.map((r) => r[key]))])));
}

/** The figures of each app of `targets`, measured in turns (see inTurns). */
export const measureApps = (browser, targets, runs) => inTurns(browser, targets, runs, visit);
