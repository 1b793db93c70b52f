/**
 * The content editor at /admin/ (Sveltia CMS): where it saves. Editors sign in with GitHub and every
 * save is a commit to `repo` on `branch`; the host then rebuilds the site. Without an account,
 * "Work with Local Repository" edits a checkout on the editor's own disk (README, "Editing content").
 */
export const cms = {
  /**
   * The repository holding this site, as "owner/name" on GitHub: set it before the first sign-in
   * (README, "Launch checklist"). Local editing does not read it.
   */
  repo: "your-account/your-site",
  /** The branch the CMS commits to; the host deploys from it. */
  branch: "main",
  /**
   * The OAuth helper that turns a GitHub sign-in into a token: a Sveltia CMS Authenticator on
   * Cloudflare Workers ("https://sveltia-cms-auth.<account>.workers.dev"), or undefined to use
   * Netlify's OAuth provider (a site on Netlify) or a personal access token typed at sign-in.
   */
  authBaseUrl: undefined as string | undefined,
} as const
