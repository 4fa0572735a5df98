export const authEndpoints = {};
