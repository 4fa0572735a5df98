export const postEndpoints = {};
