export const walletEndpoints = {};
