/**
 * The most product lines a quote request and the most product rows a trial request may carry,
 * in the HTML forms and in the JSON API alike. Any list a visitor can post is bounded by it
 * (the HTTP layer may refuse larger list indexes before the app parses anything).
 */
export const MAX_LEAD_LINES = 20
