export const ownEndpoints = {};
