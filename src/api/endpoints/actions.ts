export const actionsEndpoints = {};
