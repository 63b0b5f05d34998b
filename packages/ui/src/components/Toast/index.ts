export { ToastProvider, ToastRegion, type ToastProviderProps, type ToastRegionProps } from './Toast';
export { toast, toastTones, type ToastLink, type ToastOptions, type ToastTone } from './toastQueue';
