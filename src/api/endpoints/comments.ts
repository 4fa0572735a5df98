export const commentsEndpoints = {};
