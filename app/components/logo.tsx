export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <path d="M16 2 29 9.5v13L16 30 3 22.5v-13Z" fill="#0a6258" />
        <path
          d="M9 19.5c2.6-5 5.3-7.6 8-7.6 2.2 0 3.6 1.6 6 5"
          stroke="#f8b04c"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="21.5" cy="10" r="2.3" fill="#f8b04c" />
      </svg>
      <span className="text-xl text-brand-800">Triphive</span>
    </span>
  );
}
