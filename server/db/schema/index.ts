// One schema, split by area; drizzle-kit reads this folder (drizzle.config.ts).
export * from './users'
export * from './auth'
export * from './surveys'
export * from './sharing'
export * from './dialogManagers'
export * from './live'
export * from './classifiers'
export * from './jobs'
