export * from './cheer';
