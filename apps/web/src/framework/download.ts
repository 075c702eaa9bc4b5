/** Saves a blob under a name through a temporary link (works in every current browser). */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns; give them time before revoking.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
