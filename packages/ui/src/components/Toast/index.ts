export { ToastProvider, ToastRegion, type ToastProviderProps, type ToastRegionProps } from './Toast';
export { toast, toastTones, type ToastOptions, type ToastTone } from './toastQueue';
