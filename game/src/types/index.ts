export * from './core';
export * from './player';
export * from './objective';
export * from './season';
export * from './student';
export * from './content';
export * from './moves';
export * from './learning';
