import toast from 'react-hot-toast';

/** Copies a payment link for staff to give by hand; a refused clipboard says how to copy it instead. */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    toast.error('The link could not be copied: select it and copy it instead');
  }
}
