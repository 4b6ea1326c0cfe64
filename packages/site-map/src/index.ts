export * from './locales';
export * from './routes';
export * from './content-types';
export * from './defaults';
export * from './offers';
export * from './contact';
export * from './offer-api';
export * from './profile';
