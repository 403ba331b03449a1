/**
 * What a visitor reads when the server could not be reached at all. Its own module, so the fetcher
 * hook every page loads (the header's logout) does not bring the JSON API client along.
 */
export const NETWORK_ERROR_MESSAGE =
  "We could not reach the server. Please check your connection and try again.";
