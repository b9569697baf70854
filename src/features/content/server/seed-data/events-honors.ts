/** An event template: start is days from 2026-09-01 (the academic year 2026–2027), duration in hours. */
export type EventTemplate = {
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  body: string;
  bodyEn: string;
  location: string;
  locationEn: string;
  organizer: string;
  organizerEn: string;
  day: number;
  hour: number;
  hours: number;
};

/** Events any university holds; each tenant adds its own (tenant-content.ts). */
export const COMMON_EVENTS: EventTemplate[] = [
  {
    title: 'Ngày hội việc làm 2027',
    titleEn: 'Job Fair 2027',
    summary: 'Các nhà tuyển dụng đối tác gặp sinh viên năm cuối ngay tại trường.',
    summaryEn: 'Partner employers meet final-year students on campus.',
    body: 'Sinh viên mang theo CV in sẵn; khu phỏng vấn nhanh mở cả ngày.',
    bodyEn: 'Bring printed CVs; the quick-interview area is open all day.',
    location: 'Sân trung tâm',
    locationEn: 'Central square',
    organizer: 'Trung tâm Hỗ trợ sinh viên',
    organizerEn: 'Student Support Centre',
    day: 200,
    hour: 8,
    hours: 9,
  },
  {
    title: 'Hội nghị Sinh viên nghiên cứu khoa học năm 2027',
    titleEn: 'Student Research Conference 2027',
    summary: 'Báo cáo các đề tài nghiên cứu khoa học xuất sắc của sinh viên.',
    summaryEn: 'Presentations of the best student research projects.',
    body: 'Mỗi khoa chọn ba đề tài tiêu biểu báo cáo tại phiên toàn thể.',
    bodyEn: 'Each faculty sends its three best projects to the plenary session.',
    location: 'Hội trường lớn',
    locationEn: 'Main auditorium',
    organizer: 'Phòng Khoa học công nghệ',
    organizerEn: 'Research Office',
    day: 240,
    hour: 8,
    hours: 8,
  },
  {
    title: 'Lễ khai giảng năm học 2026-2027',
    titleEn: 'Opening ceremony of academic year 2026-2027',
    summary: 'Chào đón tân sinh viên khoá mới.',
    summaryEn: 'Welcoming the new cohort.',
    body: 'Tân sinh viên có mặt trước 7h30 và mặc đồng phục.',
    bodyEn: 'New students arrive by 7:30 in uniform.',
    location: 'Sân vận động',
    locationEn: 'Stadium',
    organizer: 'Ban Giám hiệu',
    organizerEn: 'University Board',
    day: 4,
    hour: 7,
    hours: 3,
  },
  {
    title: 'Lễ trao bằng tốt nghiệp đợt tháng 6/2027',
    titleEn: 'Graduation ceremony, June 2027',
    summary: 'Trao bằng cho các tân khoa tốt nghiệp đợt tháng 6.',
    summaryEn: 'Degrees for the June graduates.',
    body: 'Tân cử nhân nhận lễ phục tại nhà văn hoá trước 2 ngày.',
    bodyEn: 'Collect gowns at the culture house two days before.',
    location: 'Nhà thi đấu',
    locationEn: 'Sports hall',
    organizer: 'Phòng Đào tạo',
    organizerEn: 'Academic Affairs Office',
    day: 298,
    hour: 8,
    hours: 4,
  },
  {
    title: 'Tuần sinh hoạt công dân đầu khoá',
    titleEn: 'Civic orientation week',
    summary: 'Quy chế đào tạo, học bổng, an toàn và kỹ năng học đại học.',
    summaryEn: 'Regulations, scholarships, safety and study skills.',
    body: 'Điểm danh bằng mã QR đầu mỗi buổi.',
    bodyEn: 'Attendance is taken by QR code at each session.',
    location: 'Hội trường lớn',
    locationEn: 'Main auditorium',
    organizer: 'Phòng Công tác sinh viên',
    organizerEn: 'Student Affairs Office',
    day: 6,
    hour: 8,
    hours: 5,
  },
  {
    title: 'Ngày hội hiến máu "Giọt hồng yêu thương"',
    titleEn: '"Drops of Love" blood donation day',
    summary: 'Mục tiêu tiếp nhận 1.000 đơn vị máu.',
    summaryEn: 'Aiming to collect 1,000 units of blood.',
    body: 'Ăn sáng nhẹ và mang căn cước công dân khi tham gia.',
    bodyEn: 'Have a light breakfast and bring your ID card.',
    location: 'Nhà văn hoá sinh viên',
    locationEn: 'Student culture house',
    organizer: 'Đoàn Thanh niên',
    organizerEn: 'Youth Union',
    day: 60,
    hour: 7,
    hours: 6,
  },
  {
    title: 'Workshop: Viết CV và phỏng vấn bằng tiếng Anh',
    titleEn: 'Workshop: English CVs and interviews',
    summary: 'Chuyên gia nhân sự chia sẻ cách gây ấn tượng với nhà tuyển dụng.',
    summaryEn: 'HR experts on impressing recruiters.',
    // The portal takes no event sign-ups and the seed gives no registrationUrl: the text must not ask for one.
    body: 'Vào cửa tự do theo thứ tự đến trước; phòng hội thảo có 200 chỗ.',
    bodyEn: 'Free entry, first come first served; the seminar room seats 200.',
    location: 'Thư viện - Phòng hội thảo',
    locationEn: 'Library seminar room',
    organizer: 'Trung tâm Hỗ trợ sinh viên',
    organizerEn: 'Student Support Centre',
    day: 92,
    hour: 14,
    hours: 3,
  },
  {
    title: 'Chung kết cuộc thi Khởi nghiệp sáng tạo',
    titleEn: 'Innovation Startup contest final',
    summary: '10 dự án xuất sắc nhất thuyết trình trước hội đồng nhà đầu tư.',
    summaryEn: 'The 10 best projects pitch to investors.',
    body: 'Khán giả được bình chọn giải Dự án được yêu thích.',
    bodyEn: 'The audience votes for the Favourite project award.',
    location: 'Hội trường lớn',
    locationEn: 'Main auditorium',
    organizer: 'Vườn ươm khởi nghiệp',
    organizerEn: 'Startup incubator',
    day: 255,
    hour: 13,
    hours: 5,
  },
  {
    title: 'Hội thảo du học và học bổng quốc tế',
    titleEn: 'Study abroad and international scholarships fair',
    summary: 'Đại diện 20 trường đại học châu Âu, Nhật Bản, Hàn Quốc.',
    summaryEn: 'Representatives of 20 universities in Europe, Japan and Korea.',
    body: 'Tư vấn trực tiếp về học bổng toàn phần và bán phần.',
    bodyEn: 'Advice on full and partial scholarships.',
    location: 'Toà nhà Hợp tác quốc tế',
    locationEn: 'International Cooperation building',
    organizer: 'Phòng Hợp tác quốc tế',
    organizerEn: 'International Office',
    day: 101,
    hour: 9,
    hours: 4,
  },
  {
    title: 'Đêm nhạc chào tân sinh viên',
    titleEn: 'Welcome concert for new students',
    summary: 'Chương trình nghệ thuật do câu lạc bộ sinh viên dàn dựng.',
    summaryEn: 'A show staged by student clubs.',
    body: 'Vé miễn phí nhận tại văn phòng Đoàn Thanh niên.',
    bodyEn: 'Free tickets at the Youth Union office.',
    location: 'Sân trung tâm',
    locationEn: 'Central square',
    organizer: 'Hội Sinh viên',
    organizerEn: 'Student Association',
    day: 18,
    hour: 19,
    hours: 3,
  },
];

/** An honor template; the recipient's name is generated unless given (teams, units). */
export type HonorTemplate = {
  title: string;
  titleEn: string;
  recipientKind: 'student' | 'teacher' | 'team' | 'unit';
  recipientName?: string;
  achievement: string;
  achievementEn: string;
  body: string;
  bodyEn: string;
  day: number;
};

/** Honors any university gives; each tenant adds those of its own field (tenant-content.ts). */
export const COMMON_HONORS: HonorTemplate[] = [
  {
    title: 'Sinh viên 5 tốt cấp Trung ương năm 2025',
    titleEn: 'National "Five Merits" Student 2025',
    recipientKind: 'student',
    achievement: 'Danh hiệu Sinh viên 5 tốt cấp Trung ương',
    achievementEn: 'National "Five Merits" Student title',
    body: 'Đạt thành tích xuất sắc về học tập, đạo đức, thể lực, tình nguyện và hội nhập.',
    bodyEn: 'Outstanding in study, ethics, fitness, volunteering and integration.',
    day: 10,
  },
  {
    title: 'Thủ khoa tốt nghiệp năm 2026',
    titleEn: 'Valedictorian 2026',
    recipientKind: 'student',
    achievement: 'CPA 3,96/4,0 - tốt nghiệp loại Xuất sắc',
    achievementEn: 'CPA 3.96/4.0 - graduated with highest distinction',
    body: 'Được Thành phố tuyên dương thủ khoa xuất sắc.',
    bodyEn: 'Honoured by the city as an outstanding valedictorian.',
    day: 390,
  },
  {
    title: 'Danh hiệu Nhà giáo ưu tú năm 2025',
    titleEn: 'Meritorious Teacher 2025',
    recipientKind: 'teacher',
    achievement: 'Nhà giáo ưu tú',
    achievementEn: 'Meritorious Teacher title',
    body: 'Hơn 25 năm giảng dạy và hướng dẫn nhiều thế hệ sinh viên.',
    bodyEn: 'More than 25 years of teaching and mentoring.',
    day: 20,
  },
  {
    title: 'Gương sáng vượt khó học tốt',
    titleEn: 'Overcoming hardship with excellence',
    recipientKind: 'student',
    achievement: 'Học bổng Vượt khó - 3 năm liền đạt loại Giỏi',
    achievementEn: 'Hardship scholarship - three years of Very good results',
    body: 'Vừa làm thêm vừa duy trì thành tích học tập xuất sắc.',
    bodyEn: 'Kept excellent results while working part-time.',
    day: 230,
  },
  {
    title: 'Đơn vị xuất sắc trong công tác sinh viên',
    titleEn: 'Outstanding unit in student affairs',
    recipientKind: 'unit',
    recipientName: 'Phòng Công tác sinh viên',
    achievement: 'Bằng khen của Bộ Giáo dục và Đào tạo',
    achievementEn: 'Certificate of merit from the Ministry of Education and Training',
    body: 'Ghi nhận đóng góp trong chuyển đổi số dịch vụ sinh viên.',
    bodyEn: 'For its work on the digital transformation of student services.',
    day: 280,
  },
];
