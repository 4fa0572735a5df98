export * from './user';
export * from './post';
export * from './comment';
