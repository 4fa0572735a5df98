export const searchEndpoints = {};
