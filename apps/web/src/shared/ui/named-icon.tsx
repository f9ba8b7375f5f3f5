import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  CarOutlined,
  CheckCircleOutlined,
  CoffeeOutlined,
  DashboardOutlined,
  EditOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  InfoCircleOutlined,
  LaptopOutlined,
  LockOutlined,
  MessageOutlined,
  PhoneOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  StarOutlined,
  SkinOutlined,
  SmileOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  UserOutlined,
  VerifiedOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

// Only the icons the navigation names (pages, page groups, product categories): never the whole set.
const ICONS: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  CarOutlined,
  CheckCircleOutlined,
  CoffeeOutlined,
  DashboardOutlined,
  EditOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  InfoCircleOutlined,
  LaptopOutlined,
  LockOutlined,
  MessageOutlined,
  PhoneOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  StarOutlined,
  SkinOutlined,
  SmileOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  UserOutlined,
  VerifiedOutlined,
};

/** An icon named by the server (`HomeOutlined`); a neutral one for names it does not know. */
export function NamedIcon({
  name,
  fallback = 'AppstoreOutlined',
}: {
  name: string | null | undefined;
  fallback?: string | null;
}) {
  const Icon = (name && ICONS[name]) || (fallback ? ICONS[fallback] : undefined);
  return Icon ? <Icon aria-hidden /> : null;
}
