export * from './route';
export * from './health';
export * from './content';
export * from './analytics';
export * from './routes';
export * from './endpoints';
export * from './auth';
