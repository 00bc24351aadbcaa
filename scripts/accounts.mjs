// Test and benchmark accounts: registers through the sign-on site's JSON API (the captcha answered
// with the configured test answer) and returns a bearer token for the API.

/**
 * @param {string} signOnUrl
 * @param {{ email: string, name: string, password: string }} user
 * @param {string} captchaAnswer
 * @returns {Promise<string>}
 */
export async function registerAndGetToken(signOnUrl, user, captchaAnswer) {
  const register = await fetch(`${signOnUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha-answer': captchaAnswer },
    body: JSON.stringify(user),
  });
  if (!register.ok) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const cookies = register.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const token = await fetch(`${signOnUrl}/oauth/token`, { headers: { cookie: cookies } });
  if (!token.ok) throw new Error(`token failed: ${token.status}`);
  const { access_token } = await token.json();
  return access_token;
}
