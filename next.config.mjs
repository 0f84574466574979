/** @type {import('next').NextConfig} */
const nextConfig = {
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  async rewrites() {
    // zh is recognised in paths but not translated: /zh/... serves the English page.
    return [
      { source: '/zh', destination: '/' },
      { source: '/zh/:path*', destination: '/:path*' },
    ];
  },
  experimental: {
    optimizePackageImports: ['@mui/material', '@mui/icons-material'],
  },
};

export default nextConfig;
