// The address of the record a table row shows, for the parts of the row that link to it (its id).
import { createContext, useContext } from 'react';

export const RowHrefContext = createContext<string | null>(null);
export const useRowHref = () => useContext(RowHrefContext);
