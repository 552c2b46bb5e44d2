export * from './errors';
export * from './languages';
export * from './analytics';
export * from './brand';
