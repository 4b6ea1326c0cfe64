/**
 * The app's start in two tasks. Gatsby's start runs in the task that evaluates the app's script, the
 * longest of a page's start: once the plugins' `onClientEntry` has settled, it asks for the page's data
 * (the page's and the app's requests, each of which costs the main thread its setting up) and waits for it.
 * Returned by `onClientEntry` (gatsby-browser.tsx), this settles in a task of its own: the rest of Gatsby's
 * start, its requests among them, runs there, a task the browser can put its own work before.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, 0));
