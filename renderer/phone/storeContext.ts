import { createContext, useContext } from 'react';
import type { PhoneStore } from './store.js';

export const StoreContext = createContext<PhoneStore | null>(null);

export function useStore(): PhoneStore {
  const s = useContext(StoreContext);
  if (!s) throw new Error('no PhoneStore');
  return s;
}
