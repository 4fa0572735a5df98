export const gamesEndpoints = {};
