/** The product mark: a violet page with text lines, the same drawing as the favicon. */
export function BrandLogo({ className = 'brand-logo' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#6f42c1" />
      <path d="M10 7h9l5 5v13a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" fill="#fff" />
      <path d="M19 7v5h5" fill="#d6c8f0" />
      <path d="M12 16h9M12 19.5h9M12 23h6" stroke="#6f42c1" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
