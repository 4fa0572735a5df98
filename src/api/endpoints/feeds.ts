export const feedsEndpoints = {};
