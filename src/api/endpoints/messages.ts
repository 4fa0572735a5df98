export const messagesEndpoints = {};
