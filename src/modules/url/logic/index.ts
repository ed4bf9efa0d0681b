export * from './dispatch-rules';
