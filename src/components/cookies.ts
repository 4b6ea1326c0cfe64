/** Whether the page holds a cookie of that name (any value): what the page's start asks of its cookies. */
export const hasCookie = (name: string): boolean => document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${name}=`));
