// The app's dataProvider as components reach it: react-admin's useDataProvider (the provider of <AdminContext>,
// behind react-admin's proxy: a 401 signs out as on any react-admin call) typed with the app's custom calls. Tests
// give <AdminContext> a fake provider and every component uses it.
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './dataProvider';

export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();
