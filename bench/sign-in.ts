/**
 * Signs in over plain HTTP the way a browser would: follows the redirects of /auth/login, fills in
 * the identity provider's sign-in form, follows the way back to /auth/callback, and returns the
 * session cookie ("mywru_session=...").
 */
type Jar = Map<string, string>;

function remember(jar: Jar, response: Response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (!pair || eq < 1) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function follow(jar: Jar, url: string, init: RequestInit = {}): Promise<{ url: string; response: Response }> {
  let current = url;
  let options = init;
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(current, {
      ...options,
      redirect: 'manual',
      headers: { ...(options.headers as Record<string, string>), cookie: cookieHeader(jar) },
    });
    remember(jar, response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current).toString();
      options = {};
      continue;
    }
    return { url: current, response };
  }
  throw new Error('too many redirects');
}

function decode(value: string) {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

export async function signInOverHttp(base: string, email: string, password: string): Promise<string> {
  const jar: Jar = new Map();
  const page = await follow(jar, `${base}/auth/login?returnTo=/dashboard`);
  const html = await page.response.text();
  const form = html.match(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i);
  const action = form?.[0].match(/action="([^"]+)"/i)?.[1];
  if (!form || !action) throw new Error(`no sign-in form at ${page.url}`);
  const body = new URLSearchParams();
  for (const input of form[1]!.matchAll(/<input[^>]*>/gi)) {
    const tag = input[0];
    const name = tag.match(/name="([^"]+)"/)?.[1];
    if (!name) continue;
    const type = tag.match(/type="([^"]+)"/)?.[1] ?? 'text';
    if (type === 'email' || /email/i.test(name)) body.set(name, email);
    else if (type === 'password') body.set(name, password);
    else body.set(name, decode(tag.match(/value="([^"]*)"/)?.[1] ?? ''));
  }
  const done = await follow(jar, new URL(decode(action), page.url).toString(), {
    method: 'POST',
    body: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(page.url).origin },
  });
  const session = jar.get('mywru_session');
  if (!session) throw new Error(`sign-in did not give a session (ended at ${done.url}, status ${done.response.status})`);
  return `mywru_session=${session}`;
}
