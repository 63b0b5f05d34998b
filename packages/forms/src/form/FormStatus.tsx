'use client';

import { createContext, useContext, type ReactNode } from 'react';

export interface FormStatus {
  /** The record cannot be changed: every field shows its value read-only. */
  isReadOnly: boolean;
  /** A save is under way: the fields hold still until it settles. */
  isSaving: boolean;
}

const FormStatusContext = createContext<FormStatus>({ isReadOnly: false, isSaving: false });

/**
 * What every field of a form needs to know about the form as a whole, given once by the form
 * (a read-only record, a save under way) instead of to each field: the form bindings read it.
 */
export function FormStatusProvider({ children, ...status }: FormStatus & { children: ReactNode }) {
  return <FormStatusContext.Provider value={status}>{children}</FormStatusContext.Provider>;
}

export function useFormStatus(): FormStatus {
  return useContext(FormStatusContext);
}
