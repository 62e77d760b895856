/** The `redirect` query parameter if it is a path of this site; anything else (other hosts, `//x`) goes home. */
export function safeRedirect(param: string | null | undefined): string {
  if (!param?.startsWith('/') || param.startsWith('//') || param.startsWith('/\\')) return '/';
  // Coming back to a login or logout screen after logging in would be pointless.
  if (param.startsWith('/auth/')) return '/';
  return param;
}
